import PartnerList from './components/PartnerList';

/** 供应商管理: suppliers of every company in the park. */
export default function SuppliersPage() {
  return <PartnerList kind="supplier" />;
}
