int mc_bench_placeholder(void){return 0;}
