import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadMediaConfig } from './config';

const config = loadMediaConfig();
await runService(await buildApp(config), { port: config.PORT, host: config.HOST });
