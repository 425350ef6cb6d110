/**
 * The PayPal client id of the Staykit mock's hotels: a credential naming it comes from the mock, whose
 * stand-in for PayPal is its own approval page (`approve_url`), so an app sends the payer there instead
 * of loading PayPal's script, which would refuse the id.
 *
 * @example
 * ```ts
 * const embedded = credential.client_id !== MOCK_PAYPAL_CLIENT_ID; // PayPal's buttons, or the mock's page
 * ```
 */
export const MOCK_PAYPAL_CLIENT_ID = 'staykit-mock-paypal';

/**
 * The Adyen client key of the Staykit mock's hotels (Adyen's test keys start `test_`): a session naming
 * it comes from the mock, whose stand-in for Adyen is its hosted page (`mode: hosted`), so an app opens a
 * hosted session instead of loading Adyen's Drop-in, which would refuse the key.
 *
 * @example
 * ```ts
 * const embedded = session.client_key !== MOCK_ADYEN_CLIENT_KEY; // Adyen's Drop-in, or the mock's page
 * ```
 */
export const MOCK_ADYEN_CLIENT_KEY = 'test_STAYKITMOCKCLIENTKEY0000000000';
