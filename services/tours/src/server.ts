import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadToursConfig } from './config';

const config = loadToursConfig();
await runService(buildApp(config), { port: config.PORT, host: config.HOST });
