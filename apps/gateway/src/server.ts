import { runService } from '@mt/service-kit/run-service';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';

const config = loadGatewayConfig();
await runService(await buildGateway(config), { port: config.PORT, host: config.HOST });
