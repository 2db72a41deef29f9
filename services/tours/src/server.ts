import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadToursConfig } from './config';

await runService(loadToursConfig, buildApp);
