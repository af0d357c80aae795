// Derived session store for islands; the static shell subscribes to $token/$user directly.
import { computed } from 'nanostores';
import { $token, $user, isSignedIn } from './session';

export const $signedIn = computed([$token, $user], isSignedIn);
