export { startMockServer } from './createMockServer';
export type { MockServer, MockServerOptions } from './createMockServer';
