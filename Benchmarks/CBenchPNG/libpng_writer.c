#include "CBenchPNG.h"
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>

long mc_bench_libpng_write(const unsigned char *bgra, int width, int height, int level, int sub_only,
                           const char *path) {
    FILE *file = fopen(path, "wb");
    if (!file) return -1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *row = malloc((size_t)width * 3);
    if (!png || !info || !row || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        fclose(file);
        return -1;
    }
    png_init_io(png, file);
    png_set_compression_level(png, level);
    png_set_filter(png, 0, sub_only ? PNG_FILTER_SUB : PNG_ALL_FILTERS);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        const unsigned char *s = bgra + (size_t)y * width * 4;
        for (int x = 0; x < width; x++) {
            row[x * 3] = s[x * 4 + 2];
            row[x * 3 + 1] = s[x * 4 + 1];
            row[x * 3 + 2] = s[x * 4];
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    long size = ftell(file);
    fclose(file);
    return size;
}
