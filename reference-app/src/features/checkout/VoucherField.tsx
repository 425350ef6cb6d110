import { useUserVouchers } from '@staykit/react';
import { useId } from 'react';
import { SelectField } from '../../components/ui/SelectField';
import { formatPrice } from '../../lib/formatPrice';
import { useMessages } from '../../i18n/useMessages';

/** Props of `VoucherField`. */
export interface VoucherFieldProps {
  /** The voucher applied now (`voucher_coupon_code`), if any. */
  applied: string | undefined;
  /** A coupon is applied: one code at a time, so no voucher until it is removed. */
  couponApplied: boolean;
  currency: string;
  locale: string;
  /** A voucher chosen (its number), or none (`undefined`). */
  onChange: (number: string | undefined) => void;
}

/**
 * "Voucher" for a signed-in member: the vouchers that show as available, each with its value, and none.
 * Choosing one re-prices the stay (the API checks its stay period and excluded dates); nothing shows for
 * a member without vouchers to use. A coupon and a voucher are never applied together.
 *
 * @example
 * ```tsx
 * <VoucherField applied={undefined} couponApplied={false} currency="JPY" locale="en" onChange={setVoucher} />
 * ```
 */
export function VoucherField({ applied, couponApplied, currency, locale, onChange }: VoucherFieldProps) {
  const text = useMessages();
  const id = useId();
  const vouchers = useUserVouchers({ params: { query: { ui_status: 'available', per_page: 50 } } });
  const usable = vouchers.data ?? [];
  // The one applied stays listed while it is in use (it no longer shows as available once booked).
  if (usable.length === 0 && applied === undefined) return null;
  return (
    <SelectField
      id={`${id}-voucher`}
      className="sk-voucher-field"
      label={text.voucherLabel}
      hint={couponApplied ? text.voucherWithCoupon : undefined}
      disabled={couponApplied}
      value={applied ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    >
      <option value="">{text.voucherNone}</option>
      {applied !== undefined && !usable.some((voucher) => voucher.number === applied) && (
        <option value={applied}>{applied}</option>
      )}
      {usable.map((voucher) => (
        <option key={voucher.number} value={voucher.number}>
          {text.format('voucherOption', {
            name: voucher.name,
            amount: formatPrice(voucher.amount, currency, locale),
          })}
        </option>
      ))}
    </SelectField>
  );
}
