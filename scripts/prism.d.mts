export interface PrismOptions {
  mode?: 'mock' | 'proxy';
  port: number;
  upstream?: string;
  spec?: string;
  log?: string;
  stdio?: 'inherit' | 'ignore';
}
export function startPrism(options: PrismOptions): Promise<{ url: string; stop: () => Promise<void> }>;
export const STARTUP_LIMIT_MS: number;
export function freePort(): Promise<number>;
export function privateBundleCopy(): string;
