/** The demo account's name: `carnet demo` only ever replaces an account of this name marked `is_demo`. */
export const DEMO_USERNAME = 'demo';

export const DEMO_PASSWORD_VARIABLE = 'CARNET_DEMO_PASSWORD';

/** The demo's lines in the command line's usage (cli.ts loads the demo itself only when it runs). */
export const DEMO_USAGE = `  npm run demo   (ou npm run carnet -- demo)
      recharge le compte de démonstration « ${DEMO_USERNAME} » (mot de passe affiché, ou ${DEMO_PASSWORD_VARIABLE})`;
