import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadBookingsConfig } from './config';

const config = loadBookingsConfig();
await runService(await buildApp(config), { port: config.PORT, host: config.HOST });
