import { ConfigError } from './config.ts';
import { startServer } from './start-server.ts';

startServer().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Ошибка конфигурации: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
