import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadIdentityConfig } from './config';

const config = loadIdentityConfig();
await runService(buildApp(config), { port: config.PORT, host: config.HOST });
