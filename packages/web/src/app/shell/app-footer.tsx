import { Link } from '../../router/link';
import { usePublicConfig } from '../../api/get-public-config';
import { OFFER_TITLE } from '../../texts/shell';
import { operatorIdsText } from '../../texts/common';

/** spec §1, §2 "Shell behaviour". */
export function AppFooter() {
  const config = usePublicConfig();
  if (!config.data) return null;
  const { operator, offerPath } = config.data;

  return (
    <footer className="app-footer">
      <p>
        <span>{operator.name}</span>, {operatorIdsText(operator.inn, operator.ogrn)}
      </p>
      <p>{operator.address}</p>
      <p className="app-footer__links">
        <a href={`mailto:${operator.email}`}>{operator.email}</a>
        <a href={`tel:${operator.phone}`}>{operator.phone}</a>
        <Link to={offerPath}>{OFFER_TITLE}</Link>
      </p>
    </footer>
  );
}
