import { firefoxDriver } from './drivers/firefox';
import { runJourneys } from './run-journeys';

runJourneys(firefoxDriver);
