// Test support (not part of the widget): uploads in jsdom as a browser sends them.
import { File as PlatformFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Gives the calling test file the platform's `FormData` and `File`: jsdom's are not the platform's, whose
 * Request carries an upload here; a browser has one of each.
 *
 * @example
 * ```ts
 * setupPlatformUploads();
 * fireEvent.change(input, { target: { files: [new File(['scan'], 'passport.png', { type: 'image/png' })] } });
 * ```
 */
export function setupPlatformUploads(): void {
  beforeAll(async () => {
    const platformForm = await new Response('', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }).formData();
    vi.stubGlobal('FormData', platformForm.constructor);
    vi.stubGlobal('File', PlatformFile);
  });
  afterAll(() => vi.unstubAllGlobals());
}
