import { describeLedgerProperty } from '../../test/ledger-property.ts';

describeLedgerProperty({ index: 1, of: 2 });
