// Browser tests start a server and Chromium and walk real screens.
jest.setTimeout(120_000);
