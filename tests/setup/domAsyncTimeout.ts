// One patience for every `findBy…` and `waitFor` of the dom project. Testing Library's default of 1 s is
// too short on two cores that also run the browser tests (scripts/test-all.mjs), and a value set by one
// test file would leak into the next one the worker runs (`isolate: false`). Waiting longer costs time
// only when a test is about to fail anyway.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
