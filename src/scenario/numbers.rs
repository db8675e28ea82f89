//! Whole numbers and cells appended by hand to an output buffer, for every
//! contest output. The outputs are a few fixed phrases and many small
//! numbers (hundreds of thousands of lines for a large input), so each
//! number is written digit by digit rather than through `fmt`.

/// Appends `n` in decimal digits.
pub fn push_number(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[at..] {
        out.push(char::from(d));
    }
}

/// Appends `n` in decimal digits, after a `-` when it is negative.
pub fn push_signed(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_number(out, n.unsigned_abs());
}

/// Appends a cell as `(row,column)`.
pub fn push_cell(out: &mut String, (r, c): (i32, i32)) {
    out.push('(');
    push_signed(out, r.into());
    out.push(',');
    push_signed(out, c.into());
    out.push(')');
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every number reads as `Display` writes it, at both ends of its type.
    #[test]
    fn numbers_read_as_display_writes_them() {
        for n in [0, 7, 10, 99, 100, 4096, u64::MAX] {
            let mut out = String::new();
            push_number(&mut out, n);
            assert_eq!(out, n.to_string());
        }
        for n in [0, -1, 9, -10, 250, -7, i64::MIN, i64::MAX] {
            let mut out = String::new();
            push_signed(&mut out, n);
            assert_eq!(out, n.to_string());
        }
    }

    /// No space inside the parentheses, as the Robots output writes cells.
    #[test]
    fn cells_are_row_comma_column_in_parentheses() {
        let mut out = String::new();
        push_cell(&mut out, (14, 16));
        push_cell(&mut out, (-1, 0));
        assert_eq!(out, "(14,16)(-1,0)");
    }
}
