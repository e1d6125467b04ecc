import common from './common';
import policyFront from './policyFront';
import match from './match';
import policyMarket from './policyMarket';
import selfTest from './selfTest';
import visitor from './visitor';
import userCentre from './userCentre';

/** What every screen needs: the shell, sign-in and the policy front. */
export default { ...common, ...policyFront, ...match, ...selfTest, ...policyMarket, ...visitor, ...userCentre };
