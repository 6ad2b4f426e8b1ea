export { ConfigError } from './config.ts';
export { startServer, type StartServerOptions } from './start-server.ts';
