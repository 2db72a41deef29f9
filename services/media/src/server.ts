import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadMediaConfig } from './config';

await runService(loadMediaConfig, buildApp);
