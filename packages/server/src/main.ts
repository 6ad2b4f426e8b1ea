import { ConfigError } from './config.ts';
import { exitOnUncaughtAsJson, jsonLogLine, logWarningsAsJson } from './http/json-log-line.ts';
import { startServer } from './start-server.ts';

// Until the app's logger takes over: a library may warn while it loads.
logWarningsAsJson((warning) =>
  process.stderr.write(
    jsonLogLine('warn', warning.message, {
      warning: { name: warning.name, code: (warning as { code?: string }).code },
    }),
  ),
);

exitOnUncaughtAsJson();

startServer().catch((error: unknown) => {
  const line =
    error instanceof ConfigError
      ? jsonLogLine('fatal', `Ошибка конфигурации: ${error.message}`)
      : jsonLogLine('fatal', 'start-up failed', {
          err: {
            message: error instanceof Error ? error.message : String(error),
            stack: error instanceof Error ? error.stack : undefined,
          },
        });
  process.stderr.write(line, () => process.exit(1));
});
