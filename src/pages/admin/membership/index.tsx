export default function MembershipPage() { return null; }
