// JPEG through libjpeg-turbo's libjpeg API. libjpeg reports a fatal error by calling
// error_exit, whose default ends the process: here it jumps back with the message instead,
// so a broken file is an error, not a crash.
#include "cjpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

struct matchcut_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void matchcut_error_exit(j_common_ptr info) {
    struct matchcut_error *error = (struct matchcut_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (a corrupt but decodable stream) are not printed on the render's terminal. A file
// cut short is an error, though: libjpeg would fill the rest with grey and say only this.
static void matchcut_emit_message(j_common_ptr info, int level) {
    if (level < 0 && (info->err->msg_code == JWRN_JPEG_EOF || info->err->msg_code == JWRN_HIT_MARKER)) {
        matchcut_error_exit(info);
    }
}

static void matchcut_copy_error(const char *message, char *error, size_t error_size) {
    if (error_size == 0) return;
    strncpy(error, message, error_size - 1);
    error[error_size - 1] = 0;
}

// Sends libjpeg's fatal errors to `failure`'s jump and silences its warnings. The setjmp
// itself stays in each entry point: a jump may only go back into a function still running.
static void matchcut_jpeg_catch(struct jpeg_decompress_struct *info, struct matchcut_error *failure) {
    info->err = jpeg_std_error(&failure->manager);
    failure->manager.error_exit = matchcut_error_exit;
    failure->manager.emit_message = matchcut_emit_message;
}

// Makes the decompressor on the bytes and reads the header; a broken header jumps to the
// caller's setjmp.
static void matchcut_jpeg_open(struct jpeg_decompress_struct *info, const unsigned char *data, size_t size) {
    jpeg_create_decompress(info);
    jpeg_mem_src(info, data, (unsigned long)size);
    jpeg_read_header(info, TRUE);
}

// A progressive JPEG may repeat its scans without end, each one a pass over every block: 2,000
// made `check` take 22 s. Past this many the decode stops with an error, the limit
// libjpeg-turbo's own fuzz targets set (TJPARAM_SCANLIMIT, 500); a real progressive JPEG has
// about ten.
enum { MATCHCUT_JPEG_SCAN_LIMIT = 500 };

static void matchcut_progress(j_common_ptr info) {
    if (!info->is_decompressor) return;
    if (((j_decompress_ptr)info)->input_scan_number > MATCHCUT_JPEG_SCAN_LIMIT) {
        struct matchcut_error *error = (struct matchcut_error *)info->err;
        snprintf(error->message, sizeof error->message, "it has more than %d progressive scans (a real photo has about ten)",
                 MATCHCUT_JPEG_SCAN_LIMIT);
        longjmp(error->jump, 1);
    }
}

// The way out of a failure: the message copied into `error`, the decompressor freed.
static int matchcut_jpeg_fail(struct jpeg_decompress_struct *info, const char *message, char *error, size_t error_size) {
    matchcut_copy_error(message, error, error_size);
    jpeg_destroy_decompress(info);
    return -1;
}

int matchcut_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    struct matchcut_error failure;
    matchcut_jpeg_catch(&info, &failure);
    if (setjmp(failure.jump)) return matchcut_jpeg_fail(&info, failure.message, error, error_size);
    matchcut_jpeg_open(&info, data, size);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int matchcut_jpeg_decode_bgra(const unsigned char *data, size_t size, unsigned char *pixels, int width, int height,
                              int stride, char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    struct matchcut_error failure;
    struct jpeg_progress_mgr progress = {.progress_monitor = matchcut_progress};
    matchcut_jpeg_catch(&info, &failure);
    if (setjmp(failure.jump)) return matchcut_jpeg_fail(&info, failure.message, error, error_size);
    matchcut_jpeg_open(&info, data, size);
    info.progress = &progress;
    if ((int)info.image_width != width || (int)info.image_height != height) {
        return matchcut_jpeg_fail(&info, "the image's size changed between its header and its pixels", error, error_size);
    }
    // libjpeg-turbo writes Cairo's byte order itself; the fourth byte is 255.
    info.out_color_space = JCS_EXT_BGRA;
    // The same pixels on every machine: the accurate integer IDCT, fancy upsampling on.
    info.dct_method = JDCT_ISLOW;
    info.do_fancy_upsampling = TRUE;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
