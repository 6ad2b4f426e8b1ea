// The package's public entry: the server process, for main.ts and for tools that run it.
export { ConfigError } from './config.ts';
export { startServer, type StartServerOptions } from './start-server.ts';
