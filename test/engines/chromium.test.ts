import { chromiumDriver } from './drivers/chromium';
import { runJourneys } from './run-journeys';

runJourneys(chromiumDriver);
