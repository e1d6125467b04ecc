import PageLoading from '@/components/PageLoading';

// Umi shows this while a lazily loaded screen's chunk arrives.
export default PageLoading;
