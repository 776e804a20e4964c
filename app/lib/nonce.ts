import { createContext, useContext } from 'react';

/**
 * On the server, the mark for inline scripts we write (server/ssr/csp.ts);
 * the server removes it before the page leaves, so in the browser it is empty.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);
export const useScriptNonce = () => useContext(ScriptNonceContext);
