export { startMockServer } from '../http/nodeServer';
export type { MockServer, MockServerOptions } from '../http/nodeServer';
