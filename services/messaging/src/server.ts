import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadMessagingConfig } from './config';

await runService(loadMessagingConfig, buildApp);
