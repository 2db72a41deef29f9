import { runService } from '@mt/service-kit/run-service';
import { buildApp } from './app';
import { loadBookingsConfig } from './config';

await runService(loadBookingsConfig, buildApp);
