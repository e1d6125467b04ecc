/** dva's error handler suppresses the default handling and logs the message. */
import { dva } from '@/app';

it('prevents the default handling and logs the message to the console', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const preventDefault = jest.fn();
  dva.config.onError(Object.assign(new Error('effect failed'), { preventDefault }));
  expect(preventDefault).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith('effect failed');
  log.mockRestore();
});

it('copes with an error that has no preventDefault', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => dva.config.onError(new Error('plain'))).not.toThrow();
  expect(log).toHaveBeenCalledWith('plain');
  log.mockRestore();
});
