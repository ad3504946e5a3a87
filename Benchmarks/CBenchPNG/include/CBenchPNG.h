int mc_bench_placeholder(void);
