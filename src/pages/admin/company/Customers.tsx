import PartnerList from './components/PartnerList';

/** 客户管理: customers of every company in the park. */
export default function CustomersPage() {
  return <PartnerList kind="customer" />;
}
