import { runService } from '@mt/service-kit/run-service';
import { loadServiceConfig } from '@mt/service-kit/service-config';
import { buildApp } from './app';

const config = loadServiceConfig('media', {});
await runService(buildApp(config), { port: config.PORT, host: config.HOST });
