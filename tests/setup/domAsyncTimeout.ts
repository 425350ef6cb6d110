// One patience for every `findBy…` and `waitFor` of the dom project. It guards against a hang, not a slow
// screen: Testing Library's default of 1 s is far too short on two cores that also run the browser tests
// (scripts/test-all.mjs), where a machine slowed by its host takes several times as long again. A value
// set by one test file would leak into the next one the worker runs (`isolate: false`). Waiting longer
// costs time only when a test is about to fail anyway.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 60_000 });
