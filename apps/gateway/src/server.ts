import { runService } from '@mt/service-kit/run-service';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';

await runService(loadGatewayConfig, buildGateway);
