import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadMessagingConfig } from './config';

const config = loadMessagingConfig();
await runService(await buildApp(config), { port: config.PORT, host: config.HOST });
