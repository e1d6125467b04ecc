import common from './common';
import policyFront from './policyFront';
import match from './match';
import policyMarket from './policyMarket';
import visitor from './visitor';
import userCentre from './userCentre';
import assistant from './assistant';

/** What every screen needs: the shell, sign-in and the policy front (the self-tests' texts load with them: src/locales/load.ts). */
export default { ...common, ...policyFront, ...match, ...policyMarket, ...visitor, ...userCentre, ...assistant };
