/** dva's error handler suppresses the default handling and logs the message; a server-rendered page seeds the store. */
import { dva } from '@/app';
import { initialPolicyState } from '@/models/policy';
import { PAGE_DATA_ELEMENT_ID } from '@shared/pageData';

it('prevents the default handling and logs the message to the console', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const preventDefault = jest.fn();
  dva({}).config.onError(Object.assign(new Error('effect failed'), { preventDefault }));
  expect(preventDefault).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith('effect failed');
  log.mockRestore();
});

it('copes with an error that has no preventDefault', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => dva({}).config.onError(new Error('plain'))).not.toThrow();
  expect(log).toHaveBeenCalledWith('plain');
  log.mockRestore();
});

it('starts the store from nothing on a page the server did not render', () => {
  expect(dva({}).config.initialState).toBeUndefined();
});

it("starts the policy model from the server's state on a server-rendered page, the rest from the model's defaults", () => {
  jest.isolateModules(() => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify({ url: '/search', data: { policyState: { tagList: [{ id: 1, name: '科技创新' }] } } });
    document.body.appendChild(block);
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { dva: seeded } = require('@/app') as typeof import('@/app');
      expect(seeded({}).config.initialState).toEqual({ policy: { ...initialPolicyState, tagList: [{ id: 1, name: '科技创新' }] } });
    } finally {
      block.remove();
    }
  });
});
