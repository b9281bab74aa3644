import { BRAND_LABELS, cardGroups, cardLength, detectBrand } from '@gm/domain/card';
import { useT } from '../../../i18n/use-t';
import { cardBackground } from './card-backgrounds';
import classes from './card-preview.module.css';

interface Props {
  number: string;
  name: string;
  expiry: string;
  cvvLength: number;
  /** Digits typed in the CVV (only their count is drawn). */
  cvvTyped: number;
  flipped: boolean;
  background: number;
}

/** The number as printed so far: typed digits, then '•' for the rest, in the brand's groups. */
function printed(number: string): string {
  const digits = number.replace(/\D/g, '');
  const brand = detectBrand(digits);
  const all = digits.padEnd(cardLength(brand), '•');
  const out: string[] = [];
  let i = 0;
  for (const size of cardGroups(brand)) {
    out.push(all.slice(i, i + size));
    i += size;
  }
  return out.join(' ');
}

/** The animated card preview of the credit-card form (decorative: the fields carry the data). */
export function CardPreview({ number, name, expiry, cvvLength, cvvTyped, flipped, background }: Props) {
  const { t } = useT();
  const brand = detectBrand(number);
  const style = { background: cardBackground(background) };
  return (
    <div className={classes.scene} aria-hidden="true" data-testid="card-preview" data-background={background}>
      <div className={`${classes.card} ${flipped ? classes.flipped : ''}`}>
        <div className={classes.face} style={style}>
          <div className={classes.top}>
            <span className={classes.chip} />
            <span className={classes.brand} data-testid="card-preview-brand">
              {brand ? BRAND_LABELS[brand] : ''}
            </span>
          </div>
          <div className={classes.number} key={number.length}>
            <span className={classes.typed}>{printed(number)}</span>
          </div>
          <div className={classes.bottom}>
            <div>
              <span className={classes.label}>{t('billing.card.previewHolder')}</span>
              <span className={classes.holder}>{name || t('billing.card.previewHolderPlaceholder')}</span>
            </div>
            <div>
              <span className={classes.label}>{t('billing.card.previewExpiry')}</span>
              <span>{expiry || t('billing.card.previewExpiryPlaceholder')}</span>
            </div>
          </div>
        </div>
        <div className={`${classes.face} ${classes.back}`} style={style}>
          <div className={classes.strip} />
          <div className={classes.cvvRow}>
            <span className={classes.label}>CVV</span>
            <span className={classes.cvvBox}>{'•'.repeat(cvvTyped).padEnd(cvvLength, ' ')}</span>
          </div>
          <div />
        </div>
      </div>
    </div>
  );
}
