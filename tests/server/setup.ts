// Server suites start a database per suite (PGlite initdb takes a few seconds).
jest.setTimeout(60_000);
