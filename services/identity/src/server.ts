import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadIdentityConfig } from './config';

await runService(loadIdentityConfig, buildApp);
