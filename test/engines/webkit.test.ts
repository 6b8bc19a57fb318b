import { webkitDriver } from './drivers/webkit';
import { runJourneys } from './run-journeys';

runJourneys(webkitDriver);
