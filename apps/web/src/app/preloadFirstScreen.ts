import { firstScreenCode } from './firstScreen';

// main.tsx imports this module before anything else, so the first screen's
// code is requested as soon as the app's script has arrived, while the
// rest of the script (the API contracts, the dictionaries, React) is still
// being evaluated: on a slow phone that takes the better part of a second.
void firstScreenCode(window.location.pathname);
