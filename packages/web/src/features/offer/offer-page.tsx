import { usePublicConfig } from '../../api/get-public-config';
import { Page, Section } from '../../components/ui';
import { OFFER_SECTIONS } from './offer-sections';
import { OFFER_AGENT_DETAILS_TITLE } from '../../texts/payments';
import { OFFER_TITLE } from '../../texts/shell';
import { operatorIdsText } from '../../texts/common';
import './offer.css';

/** spec §2, §9. */
export function OfferPage() {
  const operator = usePublicConfig().data?.operator;

  return (
    <article>
      <Page title={OFFER_TITLE} className="offer">
        {OFFER_SECTIONS.map((section) => (
          <Section key={section.title} title={section.title} padded>
            {section.clauses.map((clause) => (
              <p key={clause}>{clause}</p>
            ))}
          </Section>
        ))}
        {operator && (
          <Section title={OFFER_AGENT_DETAILS_TITLE} padded>
            <p>{operator.name}</p>
            <p>{operatorIdsText(operator.inn, operator.ogrn)}</p>
            <p>{operator.address}</p>
            <p>
              {operator.email}, {operator.phone}
            </p>
          </Section>
        )}
      </Page>
    </article>
  );
}
