/** The notification centre and its settings (not in the spec's route table: new screens). */
export const CENTRE_PATH = '/notifications';
export const SETTINGS_PATH = '/notifications/settings';
