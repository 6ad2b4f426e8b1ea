import { describeLedgerProperty } from '../../test/ledger-property.ts';

describeLedgerProperty({ index: 2, of: 2 });
