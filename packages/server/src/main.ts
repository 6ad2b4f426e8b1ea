import { ConfigError } from './config.ts';
import { jsonLogLine, logWarningsAsJson } from './http/json-log-line.ts';
import { startServer } from './start-server.ts';

// Until the app's logger takes over: a library may warn while it loads.
logWarningsAsJson((warning) =>
  process.stderr.write(
    jsonLogLine('warn', warning.message, {
      warning: { name: warning.name, code: (warning as { code?: string }).code },
    }),
  ),
);

// Whatever ends the process says why in the log's own format, not as a bare stack trace.
process.on('uncaughtException', (error, origin) => {
  process.stderr.write(
    jsonLogLine('fatal', 'the process ends on an unexpected error', {
      origin,
      err: { message: error.message, stack: error.stack },
    }),
    () => process.exit(1),
  );
});

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
